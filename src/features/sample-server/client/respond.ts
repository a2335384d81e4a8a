/**
 * The sample server's chunk: the answers (with h3-js) and the validators generated at build time,
 * loaded when the reader chooses the sample server or first sends with it, never in a first load.
 */
import {validators} from '@skypath/sample-validators';
import {answerSample, type SampleAnswer} from './answer';
import type {SampleOperation} from './operation';

export function respond(operation: SampleOperation, bodyText: string): SampleAnswer {
  return answerSample(operation, bodyText, validators);
}
