/**
 * Long strings made to trip a regular expression into backtracking: a number, a price, a phone, a view,
 * a project prefix repeated to about 12,000 characters, and a few other shapes. The unit test checks the
 * parser reads each; `npm run bench:parser` prints how long the slowest one takes.
 */
export const ADVERSARIAL_INPUTS: readonly string[] = [
  '1 ',
  '1,000 ',
  '+971 ',
  'вид на ',
  'view ',
  'Marina ',
  '0 ',
  'ЖК A ',
  '2 bed ',
  '9'.repeat(40) + ' ',
]
  .map((unit) => unit.repeat(Math.ceil(12_000 / unit.length)))
  .concat(['a'.repeat(20_000), '#'.repeat(5000) + 'x', 'floor 1 '.repeat(1500)]);
