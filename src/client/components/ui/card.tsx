import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';
import { cardStyles } from './card-styles';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardStyles.root, className)} {...props} />;
}
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardStyles.header, className)} {...props} />;
}
export function CardTitle({
  className,
  as: Heading = 'h3',
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Heading className={cn(cardStyles.title, className)} {...props} />;
}
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn(cardStyles.description, className)} {...props} />;
}
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardStyles.content, className)} {...props} />;
}
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardStyles.footer, className)} {...props} />;
}
