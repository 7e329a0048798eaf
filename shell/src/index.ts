// An async boundary: the shared libraries (React, single-spa, ...) are negotiated with the federation
// runtime before any code that uses them runs. What needs none of them starts first.
import { startEarlyLoads } from './early-loads';
import { startEarlyReads } from './early-reads';

startEarlyLoads();
startEarlyReads();
import('./bootstrap');
