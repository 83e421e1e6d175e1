#!/usr/bin/env node
// `npm run bench`: the case-opening benchmark arrives with the cases catalog.
console.log('no benchmarks yet');
