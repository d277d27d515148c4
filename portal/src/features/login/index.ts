export { LoginPage } from './LoginPage';
export { AuthCallbackPage } from './AuthCallbackPage';
export { loginTexts } from './login-texts';
