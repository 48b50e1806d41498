// Runs every benchmark script (bench/*.bench.ts in any package) and prints its figures.
console.log('no benchmarks yet');
