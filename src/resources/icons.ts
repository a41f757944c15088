/**
 * Icons a schema may name (`icon: 'inventory'`): the schemas stay plain data (the Node server and
 * JSON resource files read them), the UI resolves the name here. Add a line to offer a new icon.
 */
import type { ComponentType } from 'react';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import BlockIcon from '@mui/icons-material/Block';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import TableIcon from '@mui/icons-material/TableChartOutlined';
import type { IconName } from '../kernel/names/iconNames';

/** One component per name of iconNames.ts (the check reads the names without loading these). */
export const RESOURCE_ICONS: Readonly<Record<IconName, ComponentType>> = {
  article: ArticleIcon,
  badge: BadgeIcon,
  block: BlockIcon,
  folder: FolderIcon,
  inventory: InventoryIcon,
  lock: LockIcon,
  people: PeopleIcon,
  sms: SmsIcon,
  table: TableIcon,
};

export function iconOf(name: string | undefined): ComponentType | undefined {
  return name !== undefined && Object.hasOwn(RESOURCE_ICONS, name) ? RESOURCE_ICONS[name as IconName] : undefined;
}
