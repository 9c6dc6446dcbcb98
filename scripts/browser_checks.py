"""Checks the browser test runs on every kind of site page: accessibility basics (landmarks,
headings in order, labelled controls, text contrast AA in the light and the dark theme) and the
home page's week ahead and next deadline in view on a laptop without scrolling.

Imported by browser-test.py; each function returns a list of failure messages.
"""

# Runs in the page: the problems of its landmarks, headings, labels and images.
STRUCTURE_JS = r"""
const problems = [];
const mains = document.querySelectorAll('main');
if (mains.length !== 1) problems.push(`${mains.length} <main> landmarks`);
if (!document.querySelector('header')) problems.push('no <header> (banner landmark)');
if (!document.querySelector('footer')) problems.push('no <footer> (contentinfo landmark)');
document.querySelectorAll('nav').forEach(nav => {
  if (!nav.getAttribute('aria-label') && !nav.getAttribute('aria-labelledby')) problems.push('a <nav> without a label');
});
const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')];
if (document.querySelectorAll('h1').length !== 1) problems.push(`${document.querySelectorAll('h1').length} <h1>`);
let previous = 0;
for (const h of headings) {
  const level = Number(h.tagName[1]);
  if (previous && level > previous + 1) problems.push(`heading level jumps from h${previous} to h${level} at "${h.textContent.trim().slice(0, 40)}"`);
  previous = level;
}
document.querySelectorAll('input, select, textarea').forEach(control => {
  if (control.type === 'hidden') return;
  const id = control.id;
  const labelled = control.getAttribute('aria-label') || control.getAttribute('aria-labelledby') ||
    (id && document.querySelector(`label[for="${id}"]`)) || control.closest('label') || control.type === 'checkbox' && control.disabled;
  if (!labelled) problems.push(`an unlabelled <${control.tagName.toLowerCase()}>`);
});
document.querySelectorAll('button').forEach(button => {
  if (!button.textContent.trim() && !button.getAttribute('aria-label')) problems.push('a button without a name');
});
document.querySelectorAll('img').forEach(img => { if (!img.hasAttribute('alt')) problems.push(`an image without alt: ${img.src.slice(-40)}`); });
return problems;
"""

# Runs in the page: text whose contrast with what is behind it is under WCAG AA.
CONTRAST_JS = r"""
function parse(color) {
  const m = color.match(/rgba?\(([^)]+)\)/);
  if (!m) return null;
  const p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
  return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1};
}
function blend(top, bottom) {
  const a = top.a;
  return {r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), a: 1};
}
function background(el) {
  const layers = [];
  for (let e = el; e; e = e.parentElement) {
    const c = parse(getComputedStyle(e).backgroundColor);
    if (c && c.a > 0) { layers.push(c); if (c.a >= 1) break; }
  }
  let result = parse(getComputedStyle(document.documentElement).backgroundColor);
  if (!result || result.a === 0) result = matchMedia('(prefers-color-scheme: dark)').matches ? {r: 18, g: 18, b: 18, a: 1} : {r: 255, g: 255, b: 255, a: 1};
  for (let i = layers.length - 1; i >= 0; i--) result = blend(layers[i], result);
  return result;
}
function luminance(c) {
  const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
}
const problems = [];
const seen = new Set();
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  const node = walker.currentNode;
  if (!node.textContent.trim()) continue;
  const el = node.parentElement;
  if (!el || seen.has(el)) continue;
  seen.add(el);
  const style = getComputedStyle(el);
  const box = el.getBoundingClientRect();
  if (style.visibility === 'hidden' || style.display === 'none' || box.width <= 1 || box.height <= 1) continue;
  if (el.closest('.visually-hidden, [hidden]')) continue;
  let fg = parse(style.color);
  const bg = background(el);
  if (!fg) continue;
  if (fg.a < 1) fg = blend(fg, bg);
  const opacity = Number(style.opacity);
  const l1 = luminance(fg), l2 = luminance(bg);
  const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
  const size = parseFloat(style.fontSize);
  const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
  const needed = large ? 3 : 4.5;
  if (ratio < needed && opacity >= 1) problems.push(`"${node.textContent.trim().slice(0, 30)}" ${ratio.toFixed(2)}:1 (<${el.tagName.toLowerCase()} class="${el.className}">)`);
}
return problems.slice(0, 5);
"""


def set_theme(driver, theme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": [{"name": "prefers-color-scheme", "value": theme}]})


def accessibility(driver, url, pages):
    """Landmarks, headings, labels and contrast of `pages` (site-relative paths), both themes."""
    failures = []
    for page in pages:
        driver.get(url(page))
        for problem in driver.execute_script(STRUCTURE_JS):
            failures.append(f"{page}: {problem}")
        for theme in ("light", "dark"):
            set_theme(driver, theme)
            for problem in driver.execute_script(CONTRAST_JS):
                failures.append(f"{page} ({theme}): contrast under AA: {problem}")
    set_theme(driver, "light")
    return failures


def above_the_fold(driver, url):
    """On a 1366x768 laptop the home page shows, without scrolling, the week ahead's heading and
    first session and the first upcoming deadline."""
    driver.set_window_size(1366, 768)
    driver.get(url("index.html"))
    inner = driver.execute_script("return window.innerHeight")
    failures = []
    for selector, what in [("#week-ahead", "the week ahead"), (".week-table tbody tr", "the first session of the week"),
                           ("#deadlines", "the deadlines heading"), (".deadlines-ahead li", "the next deadline")]:
        bottom = driver.execute_script(f"const e = document.querySelector('{selector}'); return e ? e.getBoundingClientRect().bottom : -1")
        if bottom < 0:
            failures.append(f"index.html: {what} ({selector}) is missing")
        elif bottom > inner:
            failures.append(f"index.html: {what} is below the fold on a 1366x768 laptop ({bottom:.0f} > {inner}px)")
    driver.set_window_size(1280, 900)
    return failures
