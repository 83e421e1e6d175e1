import { describeRouteFuzz } from './fuzz-routes-suite.js';

describeRouteFuzz('cached', {});
