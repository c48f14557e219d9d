/**
 * The order of the end-to-end files: vitest's own, except that logs.e2e.ts runs last, once every journey has
 * written to the server's log.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const isLast = (file: TestSpecification) => file.moduleId.endsWith('/logs.e2e.ts');

export class LogsLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => !isLast(file)), ...sorted.filter(isLast)];
  }
}
