import { countOf } from './countOf';

it('writes one of a thing in the singular, any other count in the plural', () => {
  expect(countOf(1, 'section')).toBe('1 section');
  expect(countOf(2, 'section')).toBe('2 sections');
  expect(countOf(0, 'lesson')).toBe('0 lessons');
  expect(countOf(3, 'class', 'classes')).toBe('3 classes');
});
