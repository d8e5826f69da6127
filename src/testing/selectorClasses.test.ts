import { requiredClasses } from './selectorClasses';

describe('the classes a selector needs on the element it matches', () => {
  it.each([
    ['.css-1x2y3z', ['css-1x2y3z']],
    ['.css-1x2y3z:hover', ['css-1x2y3z']],
    ['.css-a.Mui-focused', ['css-a', 'Mui-focused']],
    ['.css-a .MuiSvgIcon-root', ['MuiSvgIcon-root']],
    ['.css-a>.b+.c~.d', ['d']],
    ['.css-a:not(.Mui-disabled)', ['css-a']],
    ['.css-a:is(.b, .c)', ['css-a']],
    ['.css-a[data-x=y]', ['css-a']],
    ['li:nth-child(2n+1)', []],
    ['html', []],
    ['*', []],
    ['.css-a ', []],
  ])('%s needs %j', (selector, classes) => {
    expect(requiredClasses(selector)).toEqual(classes);
  });

  it.each(['.a, .b', '.sm\\:flex', '[data-x="a.b"]', ".a[title='x']", undefined])(
    'leaves %s to the selector engine',
    (selector) => {
      expect(requiredClasses(selector)).toBeUndefined();
    },
  );
});

describe('styles in the test document', () => {
  it('still come from the rules an element matches, and only those', () => {
    const style = document.createElement('style');
    style.textContent =
      '.shown { display: block } .gone:not(.kept) { display: none } .a .hidden { visibility: hidden }';
    document.head.append(style);
    document.body.innerHTML =
      '<p class="gone">x</p><p class="gone kept">y</p><div class="a"><span class="hidden">z</span></div><span class="hidden">w</span>';
    const [gone, kept] = Array.from(document.querySelectorAll('p'));
    const [inside, outside] = Array.from(document.querySelectorAll('span'));
    expect(getComputedStyle(gone!).display).toBe('none');
    expect(getComputedStyle(kept!).display).toBe('block');
    expect(getComputedStyle(inside!).visibility).toBe('hidden');
    expect(getComputedStyle(outside!).visibility).toBe('visible');
    style.remove();
  });
});
