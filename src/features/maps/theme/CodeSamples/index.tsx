// Wraps the API reference's code samples: an example that holds a corridor or hexagons gets a
// "Show on a map" view beside it. Which ones the example-maps plugin writes at build time.
import React, {type ReactNode} from 'react';
import CodeSamples, {type Props} from '@theme-init/CodeSamples';
import examplesWithMap from '@skypath/example-maps';
import MapView from '../CorridorMap';
import {textKey} from '../../../../core/corridor/examples';

export default function CodeSamplesWrapper(props: Props): ReactNode {
  const key = props.language === 'json' ? textKey(props.example) : '';
  const map = Object.hasOwn(examplesWithMap, key) ? examplesWithMap[key] : undefined;
  return (
    <>
      <CodeSamples {...props} />
      {map !== undefined && <MapView title={map.title} json={map.json ?? props.example} limits={map.limits} />}
    </>
  );
}
