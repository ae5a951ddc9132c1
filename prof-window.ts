// keeps the samples of the last S seconds of a profile: node prof-window.ts in.cpuprofile S out.cpuprofile
import fs from 'node:fs';
const [input, seconds, output] = process.argv.slice(2);
const p = JSON.parse(fs.readFileSync(input, 'utf8'));
let t = p.startTime; const times = p.timeDeltas.map((d: number) => (t += d));
const from = p.endTime - Number(seconds) * 1e6;
const keep = times.map((x: number) => x >= from);
const samples: number[] = []; const deltas: number[] = [];
let last = from;
p.samples.forEach((s: number, i: number) => { if (keep[i]) { samples.push(s); deltas.push(times[i] - last); last = times[i]; } });
fs.writeFileSync(output, JSON.stringify({ ...p, startTime: from, samples, timeDeltas: deltas }));
