/**
 * The visitor's chosen package, kept in localStorage under the spec's key `selectedPackage`: written when a package
 * or a calculator structure is chosen, read by the calculator (preselection) and the lead form (WhatsApp message).
 * Where storage is blocked the choice is simply not remembered; nothing else breaks.
 */
import { readSelectedPackage, SELECTED_PACKAGE_KEY, type PackageId } from '#shared/main-site/packages.ts';

/** Remembers the chosen package. */
export function rememberSelectedPackage(id: PackageId): void {
  try {
    window.localStorage.setItem(SELECTED_PACKAGE_KEY, id);
  } catch {
    // Storage blocked (private modes, strict settings).
  }
}

/** The remembered package, or null when none (or something that is not a package id) is stored. */
export function selectedPackage(): PackageId | null {
  try {
    return readSelectedPackage(window.localStorage.getItem(SELECTED_PACKAGE_KEY));
  } catch {
    return null;
  }
}
