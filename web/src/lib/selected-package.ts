/**
 * The visitor's chosen package, kept in localStorage under the spec's key `selectedPackage`: written when a package
 * or a calculator structure is chosen, read by the calculator (preselection) and the lead form (WhatsApp message).
 * Where storage is blocked the choice is simply not remembered; nothing else breaks.
 */
import { REMEMBERS_ATTRIBUTES } from '#shared/islands-early-script.ts';
import { readSelectedPackage, SELECTED_PACKAGE_KEY, type PackageId } from '#shared/main-site/packages.ts';

/** Remembers the chosen package. */
export function rememberSelectedPackage(id: PackageId): void {
  try {
    window.localStorage.setItem(SELECTED_PACKAGE_KEY, id);
  } catch {
    // Storage blocked (private modes, strict settings).
  }
}

/**
 * The attributes of a control that remembers `id` when tapped: the page's inline script keeps it at once if the tap
 * comes before the control's island is live (its own handler, rememberSelectedPackage, does once it is).
 */
export const remembersPackageOnTap = (id: PackageId) => ({ [REMEMBERS_ATTRIBUTES.key]: SELECTED_PACKAGE_KEY, [REMEMBERS_ATTRIBUTES.value]: id });

/** The remembered package, or null when none (or something that is not a package id) is stored. */
export function selectedPackage(): PackageId | null {
  try {
    return readSelectedPackage(window.localStorage.getItem(SELECTED_PACKAGE_KEY));
  } catch {
    return null;
  }
}
