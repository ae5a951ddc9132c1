// Prints, as JSON, the catalogue keys only the server shows (src/i18n/catalogue-coverage.ts, serverOnlyTexts): the
// SPA's build leaves them out of its Italian catalogue (vite.config.ts runs this in a process of its own, as tsx).
import { serverOnlyTexts } from '../src/i18n/catalogue-coverage';

process.stdout.write(JSON.stringify([...serverOnlyTexts()].sort()));
