import { defineSection } from '../translate';

/** Texts shared by the login bundle and the admin: session, errors, always-available pages. */
export default defineSection({
  en: {
    app: {
      siteTitleSeparator: ' - ',
      loading: 'Loading...',
      userInfoUnreachable: 'Your account could not be loaded: the server did not answer. You are still signed in.',
      retry: 'Retry',
    },
    route: { login: 'Login', page401: '401', page404: '404', dashboard: 'Dashboard' },
    errors: {
      generic: 'Error',
      guard: 'Has Error',
      verificationFailed: 'Verification failed, please Login again.',
      rolesRequired: 'getInfo: roles must be a non-null array!',
      accountIncorrect: 'Account and password are incorrect.',
      loginFailed: 'Login failed, unable to get user details.',
    },
    logout: {
      title: 'Confirm logout',
      message: 'You have been logged out, you can cancel to stay on this page, or log in again',
      relogin: 'Re-Login',
      cancel: 'Cancel',
    },
    page404: {
      oops: 'OOPS!',
      headline: 'The webmaster said that you can not enter this page...',
      info: 'Please check that the URL you entered is correct, or click the button below to return to the homepage.',
      backHome: 'Back to home',
    },
    page401: {
      back: 'Back',
      title: 'Oops!',
      headline: 'You do not have permission to go to this page',
      info: 'Please contact the administrator if you think you should have access.',
      or: 'Or you can go:',
      home: 'Back to the dashboard',
    },
    authRedirect: { done: 'Signed in. You can close this window.' },
  },
  zh: {
    app: {
      siteTitleSeparator: ' - ',
      loading: '加载中...',
      userInfoUnreachable: '无法加载账户信息：服务器没有响应。您仍处于登录状态。',
      retry: '重试',
    },
    route: { login: '登录', page401: '401', page404: '404', dashboard: '首页' },
    errors: {
      generic: '错误',
      guard: '出错了',
      verificationFailed: '验证失败，请重新登录。',
      rolesRequired: 'getInfo: 角色必须是非空数组！',
      accountIncorrect: '账号或密码不正确。',
      loginFailed: '登录失败，无法获取用户信息。',
    },
    logout: {
      title: '确认登出',
      message: '你已被登出，可以取消继续留在该页面，或者重新登录',
      relogin: '重新登录',
      cancel: '取消',
    },
    page404: {
      oops: 'OOPS!',
      headline: '网管说这个页面你不能进......',
      info: '请检查您输入的网址是否正确，或点击下面的按钮返回首页。',
      backHome: '返回首页',
    },
    page401: {
      back: '返回',
      title: 'Oops!',
      headline: '你没有权限去该页面',
      info: '如有不满请联系你领导',
      or: '或者你可以去:',
      home: '回首页',
    },
    authRedirect: { done: '已登录，可以关闭此窗口。' },
  },
});
