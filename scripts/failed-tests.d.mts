export declare const FAILED_TESTS_HEADING: string;
