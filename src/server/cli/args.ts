/**
 * A command's own arguments. `npm run x -- --flag` hands the script `--flag`, but `npx tsx script.ts -- --flag` hands
 * it `-- --flag`, after which parseArgs would read every flag as a stray word; both forms are documented, so both work.
 */
export function cliArgs(argv: readonly string[] = process.argv.slice(2)): string[] {
  return argv[0] === '--' ? argv.slice(1) : [...argv];
}
