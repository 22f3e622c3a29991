// The spec's wording for the answers the server gives (part 1, §5 and §8).
export const SIGN_IN_REFUSED = 'Unknown email or invalid password';
export const EMAIL_TAKEN = 'This email is already registered ... Please login';
