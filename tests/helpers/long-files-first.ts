import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The few files that take minutes, each alone on a worker. Vitest orders files by their last run's durations,
// which a fresh clone (CI) has none of, and then by size, which put the every-page walk (~260 s of the browser
// files' ~950 s) last: it then ran on alone for minutes after the others had finished. Started first, each runs
// beside the many short files instead.
const LONG_FILES = [/tests\/e2e\/every-page\.test\.ts$/, /tests\/security\/hostile-input\.test\.ts$/, /tests\/release\/release-image\.test\.ts$/];

const isLong = (file: TestSpecification) => LONG_FILES.some((pattern) => pattern.test(file.moduleId));

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
  }
}
