// Benchmarks arrive with the discovery issue (tournament list, detail and search against a same-run baseline).
console.log('No benchmarks yet.');
