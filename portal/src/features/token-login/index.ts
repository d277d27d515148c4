export { TokenLoginPage, UNABLE_TO_LOG_IN_PATH } from './TokenLoginPage';
export { UnableToLogInPage } from './UnableToLogInPage';
export { tokenLoginTexts } from './token-login-texts';
