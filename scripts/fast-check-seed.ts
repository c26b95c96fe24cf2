import fc from 'fast-check';
import { fastCheckSeed } from './test-seeds.ts';

// Every property of the run draws from the one printed seed (scripts/test-seeds.ts), so a failure repeats as it came.
fc.configureGlobal({ seed: fastCheckSeed });
