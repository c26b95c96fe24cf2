// The heading under which both test runners' summary reporters list failed tests, one "  ✗ …" line each, and which
// scripts/test.mjs finds in a stage's output to repeat the list after its stage table: CI logs keep only their tail.
export const FAILED_TESTS_HEADING = 'Failed tests:';
