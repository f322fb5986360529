import { BUILD_STEPS, BuildStepError, runBuildStep } from './build-steps.ts';

/** `npm run build`: every step of `BUILD_STEPS`, in order; the first failure stops it. */
for (const step of BUILD_STEPS) {
  try {
    runBuildStep(step);
  } catch (error) {
    if (!(error instanceof BuildStepError)) throw error;
    console.error(error.message);
    process.exit(error.status);
  }
}
