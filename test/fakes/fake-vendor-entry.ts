/** The fake vendor in a process of its own (bench): prints "listening <port>". */
import { startFakeVendor } from './fake-vendor.js';

const vendor = await startFakeVendor();
process.stdout.write(`listening ${new URL(vendor.baseUrl).port}\n`);
process.on('SIGTERM', () => void vendor.close().then(() => process.exit(0)));
