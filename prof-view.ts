import fs from 'node:fs';
import { profileTimes } from './bench/cpu-profile';
const p = profileTimes(JSON.parse(fs.readFileSync(process.argv[2], 'utf8')));
const re = new RegExp(process.argv[3] ?? '.');
console.log('busy', p.busyMs.toFixed(0));
for (const [n, ms] of p.total.filter(([n]) => re.test(n)).slice(0, Number(process.argv[4] ?? 60))) console.log(ms.toFixed(0).padStart(7), n);
