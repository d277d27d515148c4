// The icons of the side menu, imported one by one so the bundle holds only these.
import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assessment from '@mui/icons-material/Assessment';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import Badge from '@mui/icons-material/Badge';
import Business from '@mui/icons-material/Business';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Dashboard from '@mui/icons-material/Dashboard';
import Extension from '@mui/icons-material/Extension';
import Description from '@mui/icons-material/Description';
import Folder from '@mui/icons-material/Folder';
import Groups from '@mui/icons-material/Groups';
import Inbox from '@mui/icons-material/Inbox';
import ListAlt from '@mui/icons-material/ListAlt';
import Person from '@mui/icons-material/Person';
import PeopleAlt from '@mui/icons-material/PeopleAlt';
import Schedule from '@mui/icons-material/Schedule';
import Settings from '@mui/icons-material/Settings';
import Shortcut from '@mui/icons-material/Shortcut';
import Summarize from '@mui/icons-material/Summarize';
import Tune from '@mui/icons-material/Tune';
import Work from '@mui/icons-material/Work';
import Workspaces from '@mui/icons-material/Workspaces';

export const MENU_ICONS = {
  overview: Dashboard,
  jobSeeker: Work,
  patientLists: ListAlt,
  group: Workspaces,
  organizations: Business,
  inbox: Inbox,
  calendar: CalendarMonth,
  tasks: AssignmentTurnedIn,
  plans: Description,
  chat: ChatBubbleOutline,
  allQnrs: ListAlt,
  files: Folder,
  summary: Summarize,
  myParticipants: PeopleAlt,
  reports: Assessment,
  timeTracking: Schedule,
  revman: Tune,
  adminPanel: AdminPanelSettings,
  shortcuts: Shortcut,
  settings: Settings,
  user: Person,
  participant: Badge,
  groups: Groups,
  /** A page an app adds (its manifest's menu entry). */
  app: Extension,
} satisfies Record<string, SvgIconComponent>;

export type MenuIconName = keyof typeof MENU_ICONS;
