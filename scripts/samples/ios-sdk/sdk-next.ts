// SkyPathSDK Next (the unreleased docs, `ios/`) = 3.0 without live flights: the Live Flights page
// exists for 3.0 and 2.2 only (skypath-facts.md §6.19, the site's route list).
import type {Change} from './index.ts';

export const FROM = '3.0';

export const CHANGES: Change[] = [
  'SkyPath.liveFlights(with:)',
  'SkyPathDelegate.didReceiveNewLiveFlightData()',
  'DataTypeOptions.liveFlights',
  'LiveFlight',
  'LiveFlightQuery',
  'LiveFlightResult',
].map((symbol) => ({
  remove: symbol,
  basis: 'site',
  why: 'the Next docs have no Live Flights page (§6.19: 3.0 only)',
}));
