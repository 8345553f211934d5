/** `npx tsx bench/src/result-report-main.ts`: the competition figures alone, against their own hello-world. */
import { startBaseline } from '../lib/baseline-server.ts';
import { load } from '../lib/load.ts';
import { measureResultReporting, resultReportSection } from './result-report.ts';

const baselineServer = await startBaseline();
const baseline = await load('baseline', [baselineServer.url], { seconds: Number(process.env.BENCH_SECONDS ?? 5), connections: Number(process.env.BENCH_CONNECTIONS ?? 10) });
await baselineServer.close();
const figures = await measureResultReporting({ results: Number(process.env.BENCH_RESULTS ?? 100) });
console.log(resultReportSection(figures, baseline.requestsPerSecond));
