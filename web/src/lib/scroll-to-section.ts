/** Scrolls smoothly to the section with this id; false when the page has no such section. */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return section !== null;
}
