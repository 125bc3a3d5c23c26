import { LandingPage } from '@/client/features/landing/components/landing-page';
import { LandingResumePicker } from '@/client/features/resumes/components/landing-resume-picker';

export function LandingRoute() {
  return <LandingPage resumePicker={<LandingResumePicker />} />;
}
