// casbin's CSV parser calls Buffer.from when it loads; browsers have no Buffer and the page goes blank
// with no error. Import this module before casbin.
import { Buffer } from 'buffer';

globalThis.Buffer ??= Buffer;
