/**
 * Long strings made to trip a regular expression into backtracking: a number, a price, a phone, a view,
 * a project prefix, a "facing" view, a discount amount, a floor and a project name repeated to about
 * 12,000 characters, and a few other shapes. The unit test checks the parser reads each; `npm run
 * bench:parser` prints how long the slowest one takes.
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
  'a-facing ',
  '(- 1 ',
  'на 1 000 ',
  'save AED 1 ',
  'View: ',
  'paid 1 ',
  'Creek Rise ',
  'этаж 1/',
  'Mansion ',
]
  .map((unit) => unit.repeat(Math.ceil(12_000 / unit.length)))
  .concat(['a'.repeat(20_000), '#'.repeat(5000) + 'x', 'floor 1 '.repeat(1500)]);
