// SkyPathSDK 2.0, only to check the "before" code of the 2.1 migration guide: 2.2 with the 2.1
// breaking changes undone (skypath-facts.md §7.17). The sheet gives no other 2.0 facts, so the rest of 2.2 is
// assumed; no page documents 2.0.
import type {Change} from './index.ts';

export const FROM = '2.2';

export const CHANGES: Change[] = [
  {
    rename: 'SkyPathDelegate.didReceiveNewTurbulenceData(areaType:)',
    to: 'didReceiveNewTurbulenceData()',
    basis: 'certain',
    why: '2.1 split fetching by area (§7.17)',
  },
  {rename: 'TurbulenceItem.vertices', to: 'bbox', basis: 'certain', why: '2.1 renamed bbox to vertices (§7.17)'},
  {
    rename: 'SkyPath.setFlight(_:)',
    to: 'startFlight(_:)',
    basis: 'certain',
    why: '2.1 replaced startFlight(_:) and endFlight() with setFlight(_:) (§7.17)',
  },
  {add: 'SkyPath', member: 'endFlight()', basis: 'certain', why: '§7.17'},
  {add: 'H3', type: {kind: 'class'}, basis: 'certain', why: 'the H3.swift class was removed in 2.1 (§7.17)'},
];
