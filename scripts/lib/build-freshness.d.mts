export declare function whyBuild(): string | null;
