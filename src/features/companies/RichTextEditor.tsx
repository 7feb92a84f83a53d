/**
 * The rich-text editor of the brand description (tiptap, StarterKit: headings, bold, italic, lists, links…), loaded
 * lazily with the dialog that uses it. The value is HTML; what comes in is sanitised first.
 *
 * The editor is made once the component is mounted (`immediatelyRender: false`), not during render: React may
 * commit a render much later than it ran it (it holds back content that resolves just after its Suspense fallback
 * showed), and tiptap destroys an editor made during render that is not mounted on the next tick. The brand edit
 * dialog's first open after a page load then met a destroyed editor ("reading 'cached'"). Effects also skip an
 * editor already destroyed (StrictMode's remount, a hidden Activity): the live one comes with the next render.
 */
import { useEffect } from 'react';
import { Button, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RollbackOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@/components/SafeHtml';

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The accessible name of the editing area. */
  label: string;
}

export default function RichTextEditor({ id, value, onChange, onBlur, label }: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
    ],
    content: sanitizeHtml(value),
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'rich-text-editor',
        style: 'min-height:120px;padding:8px 11px;outline:none',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const live = e && !e.isDestroyed ? e : null;
      return {
        bold: live?.isActive('bold') ?? false,
        italic: live?.isActive('italic') ?? false,
        bullet: live?.isActive('bulletList') ?? false,
        ordered: live?.isActive('orderedList') ?? false,
      };
    },
  });

  // A value changed from outside (the record loaded) replaces the content.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);

  const button = (key: string, title: string, icon: React.ReactNode, active: boolean, run: () => void) => (
    <Tooltip title={title} key={key}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space
        size={2}
        wrap
        role="toolbar"
        aria-label={t('companies.editorToolbar')}
        // border-box: the padding stays inside the editor's width.
        style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%', boxSizing: 'border-box' }}
      >
        {button('bold', t('companies.bold'), <BoldOutlined />, !!state?.bold, () =>
          editor?.chain().focus().toggleBold().run(),
        )}
        {button('italic', t('companies.italic'), <ItalicOutlined />, !!state?.italic, () =>
          editor?.chain().focus().toggleItalic().run(),
        )}
        {button('bullet', t('companies.bulletList'), <UnorderedListOutlined />, !!state?.bullet, () =>
          editor?.chain().focus().toggleBulletList().run(),
        )}
        {button('ordered', t('companies.orderedList'), <OrderedListOutlined />, !!state?.ordered, () =>
          editor?.chain().focus().toggleOrderedList().run(),
        )}
        {/* Undo and redo: one curved arrow pointing back, its mirror image pointing forward. */}
        {button('undo', t('companies.undo'), <RollbackOutlined />, false, () =>
          editor?.chain().focus().undo().run(),
        )}
        {button(
          'redo',
          t('companies.redo'),
          <RollbackOutlined style={{ transform: 'scaleX(-1)' }} />,
          false,
          () => editor?.chain().focus().redo().run(),
        )}
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
