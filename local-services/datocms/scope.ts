// What resolvers pass down: the request (view, origin) and the locale choice of the root field, which DatoCMS
// applies to everything below it, linked records included.
import type {Upload} from './records';
import type {ContentView, LocaleChoice, RecordView} from './store';

export type RequestContext = {
  view: ContentView;
  /** Origin of the incoming request; asset URLs point at the image service there. */
  origin: string;
  /** Ids of the records an answer touched, for the optional x-cache-tags header. */
  touched: Set<string>;
};

export type Scope = LocaleChoice & {request: RequestContext};

export type RecordNode = {record: RecordView; scope: Scope};
export type FileNode = {upload: Upload; scope: Scope};
