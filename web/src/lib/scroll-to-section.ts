/** Scrolls smoothly to the section with this id; a missing section is only logged (spec main-site.md section 8). */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) {
    console.error(`Section #${id} not found`);
    return;
  }
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
