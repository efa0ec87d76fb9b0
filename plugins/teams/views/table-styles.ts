import { avatarCss } from '../../../ui/index.js';

/** The members table and the avatars in it. */
export const tableStyles =
  avatarCss +
  '.ta-table{width:100%;border-collapse:collapse}.ta-table td{padding:8px 8px 8px 0;border-bottom:1px solid var(--ta-color-border)}.ta-table td:last-child{text-align:end}.ta-table td.ta-grow{width:100%}' +
  '.ta-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}';
