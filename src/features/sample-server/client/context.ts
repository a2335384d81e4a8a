import {createContext} from 'react';
import type {SampleOperation} from './operation';

/** The operation of the explorer's request form, for its server picker (`SampleOperation` provides it). */
export const OperationContext = createContext<SampleOperation | undefined>(undefined);

/** Loads the sample server's chunk; calling it again reuses the same request, or retries one that failed. */
export const loadSampleServer = () => import(/* webpackChunkName: "sample-server" */ './respond');
