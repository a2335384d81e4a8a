/**
 * The sample server's chunk (`sample-server`): the answers (./answer.ts, with h3-js) and the
 * validators generated at build time. The explorer loads it when the reader chooses the sample
 * server, or at the first send with it; nothing of it is in a page's first load.
 */
import {validators} from '@skypath/sample-validators';
import {answerSample, type SampleAnswer} from './answer';
import type {SampleOperation} from './operation';

export function respond(operation: SampleOperation, bodyText: string): SampleAnswer {
  return answerSample(operation, bodyText, validators);
}
