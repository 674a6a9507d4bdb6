/** The Cognito group whose members may use the admin dashboard. */
export const ADMIN_GROUP = 'admin';

/** The HttpOnly cookie that carries the staff session (the Cognito ID token). */
export const SESSION_COOKIE = 'session';
