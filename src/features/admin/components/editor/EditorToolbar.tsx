import BoldIcon from '@mui/icons-material/FormatBold';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import BulletIcon from '@mui/icons-material/FormatListBulleted';
import NumberedIcon from '@mui/icons-material/FormatListNumbered';
import HeadingIcon from '@mui/icons-material/Title';
import LinkIcon from '@mui/icons-material/Link';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactElement } from 'react';

interface Tool {
  label: string;
  icon: ReactElement;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

function toggleLink(editor: Editor) {
  if (editor.isActive('link')) return void editor.chain().focus().unsetLink().run();
  const href = window.prompt('Link address (https://…)');
  if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
}

const TOOLS: Tool[] = [
  {
    label: 'Bold',
    icon: <BoldIcon />,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    icon: <ItalicIcon />,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Heading',
    icon: <HeadingIcon />,
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Bulleted list',
    icon: <BulletIcon />,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: <NumberedIcon />,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { label: 'Link', icon: <LinkIcon />, active: (e) => e.isActive('link'), run: toggleLink },
];

/** The editor's buttons; each shows whether its format is on where the cursor is. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => TOOLS.map((tool) => tool.active(current)),
  });
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label="Formatting"
      sx={{ borderBottom: 1, borderColor: 'divider', p: 0.5, flexWrap: 'wrap' }}
    >
      {TOOLS.map((tool, index) => (
        <Tooltip key={tool.label} title={tool.label}>
          <IconButton
            size="small"
            aria-label={tool.label}
            aria-pressed={active[index] ?? false}
            color={active[index] ? 'primary' : 'default'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor)}
          >
            {tool.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
