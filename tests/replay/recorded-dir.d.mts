export declare const RECORDED_FIXTURES_DIR: string;
export declare function hasRecordedFixtures(): boolean;
