// The hook lives in src/lib: the phone's count screen (phone/screens/count) uses it too.
export { type DynamicForm, type DynamicFormOptions, useDynamicForm } from "../../lib/useDynamicForm";
