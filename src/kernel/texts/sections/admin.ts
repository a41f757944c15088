import { defineSection } from '../translate';

/** react-admin's own texts where the spec words them differently. */
export default defineSection({
  en: {
    ra: { auth: { logout: 'Log Out' } },
  },
  zh: {
    ra: { auth: { logout: '退出登录' } },
  },
});
