/**
 * The icons of the icon page: a curated list, each imported on its own (never the whole package, so
 * only these end up in the page's chunk).
 */
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AddIcon from '@mui/icons-material/Add';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AlarmIcon from '@mui/icons-material/Alarm';
import ArchiveIcon from '@mui/icons-material/Archive';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import BarChartIcon from '@mui/icons-material/BarChart';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BugReportIcon from '@mui/icons-material/BugReport';
import BuildIcon from '@mui/icons-material/Build';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChatIcon from '@mui/icons-material/Chat';
import CheckIcon from '@mui/icons-material/Check';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import CloudIcon from '@mui/icons-material/Cloud';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import CodeIcon from '@mui/icons-material/Code';
import DataObjectIcon from '@mui/icons-material/DataObject';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EmailIcon from '@mui/icons-material/Email';
import EmojiEmotionsIcon from '@mui/icons-material/EmojiEmotions';
import ErrorIcon from '@mui/icons-material/Error';
import EventIcon from '@mui/icons-material/Event';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExtensionIcon from '@mui/icons-material/Extension';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FilterListIcon from '@mui/icons-material/FilterList';
import FlagIcon from '@mui/icons-material/Flag';
import FolderIcon from '@mui/icons-material/Folder';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import GridViewIcon from '@mui/icons-material/GridView';
import GroupIcon from '@mui/icons-material/Group';
import HelpIcon from '@mui/icons-material/Help';
import HomeIcon from '@mui/icons-material/Home';
import ImageIcon from '@mui/icons-material/Image';
import InfoIcon from '@mui/icons-material/Info';
import KeyIcon from '@mui/icons-material/Key';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import LanguageIcon from '@mui/icons-material/Language';
import LinkIcon from '@mui/icons-material/Link';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MessageIcon from '@mui/icons-material/Message';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaletteIcon from '@mui/icons-material/Palette';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import PieChartIcon from '@mui/icons-material/PieChart';
import PrintIcon from '@mui/icons-material/Print';
import RefreshIcon from '@mui/icons-material/Refresh';
import SaveIcon from '@mui/icons-material/Save';
import SearchIcon from '@mui/icons-material/Search';
import SecurityIcon from '@mui/icons-material/Security';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SmsIcon from '@mui/icons-material/Sms';
import StarIcon from '@mui/icons-material/Star';
import TableChartIcon from '@mui/icons-material/TableChart';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import TranslateIcon from '@mui/icons-material/Translate';
import UploadIcon from '@mui/icons-material/Upload';
import VisibilityIcon from '@mui/icons-material/Visibility';

type SvgIconComponent = ComponentType<SvgIconProps>;

export interface IconEntry {
  name: string;
  Icon: SvgIconComponent;
}

const ICON_LIST: [string, SvgIconComponent][] = [
  ['AccessTime', AccessTimeIcon],
  ['AccountCircle', AccountCircleIcon],
  ['Add', AddIcon],
  ['AdminPanelSettings', AdminPanelSettingsIcon],
  ['Alarm', AlarmIcon],
  ['Archive', ArchiveIcon],
  ['ArrowBack', ArrowBackIcon],
  ['ArrowForward', ArrowForwardIcon],
  ['Article', ArticleIcon],
  ['Assignment', AssignmentIcon],
  ['AttachFile', AttachFileIcon],
  ['BarChart', BarChartIcon],
  ['Bookmark', BookmarkIcon],
  ['BugReport', BugReportIcon],
  ['Build', BuildIcon],
  ['CalendarMonth', CalendarMonthIcon],
  ['Chat', ChatIcon],
  ['Check', CheckIcon],
  ['CheckCircle', CheckCircleIcon],
  ['Close', CloseIcon],
  ['Cloud', CloudIcon],
  ['CloudUpload', CloudUploadIcon],
  ['Code', CodeIcon],
  ['DataObject', DataObjectIcon],
  ['Dashboard', DashboardIcon],
  ['Delete', DeleteIcon],
  ['Description', DescriptionIcon],
  ['Download', DownloadIcon],
  ['DragIndicator', DragIndicatorIcon],
  ['Edit', EditIcon],
  ['EditNote', EditNoteIcon],
  ['Email', EmailIcon],
  ['EmojiEmotions', EmojiEmotionsIcon],
  ['Error', ErrorIcon],
  ['Event', EventIcon],
  ['ExpandMore', ExpandMoreIcon],
  ['Extension', ExtensionIcon],
  ['Favorite', FavoriteIcon],
  ['FilterList', FilterListIcon],
  ['Flag', FlagIcon],
  ['Folder', FolderIcon],
  ['FormatBold', FormatBoldIcon],
  ['Fullscreen', FullscreenIcon],
  ['GridView', GridViewIcon],
  ['Group', GroupIcon],
  ['Help', HelpIcon],
  ['Home', HomeIcon],
  ['Image', ImageIcon],
  ['Info', InfoIcon],
  ['Key', KeyIcon],
  ['Keyboard', KeyboardIcon],
  ['Language', LanguageIcon],
  ['Link', LinkIcon],
  ['Lock', LockIcon],
  ['Logout', LogoutIcon],
  ['Menu', MenuIcon],
  ['Message', MessageIcon],
  ['Notifications', NotificationsIcon],
  ['Palette', PaletteIcon],
  ['People', PeopleIcon],
  ['Person', PersonIcon],
  ['Phone', PhoneIcon],
  ['PhotoCamera', PhotoCameraIcon],
  ['PieChart', PieChartIcon],
  ['Print', PrintIcon],
  ['Refresh', RefreshIcon],
  ['Save', SaveIcon],
  ['Search', SearchIcon],
  ['Security', SecurityIcon],
  ['Send', SendIcon],
  ['Settings', SettingsIcon],
  ['Share', ShareIcon],
  ['ShowChart', ShowChartIcon],
  ['Sms', SmsIcon],
  ['Star', StarIcon],
  ['TableChart', TableChartIcon],
  ['TextFields', TextFieldsIcon],
  ['Translate', TranslateIcon],
  ['Upload', UploadIcon],
  ['Visibility', VisibilityIcon],
];

export const ICONS: IconEntry[] = ICON_LIST.map(([name, Icon]) => ({ name, Icon }));
