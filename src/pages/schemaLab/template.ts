/** The lab's starting resource file (a phone blacklist), until public/resources/example.json lands. */
export const EXAMPLE_FILE = 'example.json';

export const EXAMPLE_JSON = `{
  "name": "blacklist",
  "label": "Blacklist",
  "fields": [
    {
      "source": "phone",
      "label": "Phone",
      "type": "text",
      "required": true,
      "maxLength": 20,
      "pattern": { "value": "^\\\\+?[0-9]{6,19}$", "message": "Digits only, optionally after +" }
    },
    {
      "source": "reason",
      "label": "Reason",
      "type": "textarea",
      "maxLength": 200
    },
    {
      "source": "level",
      "label": "Level",
      "type": "select",
      "choices": [
        { "id": 1, "name": "Warning", "color": "warning" },
        { "id": 2, "name": "Blocked", "color": "danger" }
      ]
    },
    {
      "source": "attempts",
      "label": "Attempts",
      "type": "number",
      "integer": true,
      "min": 0,
      "max": 50
    },
    {
      "source": "createdAt",
      "label": "Created",
      "type": "datetime",
      "create": false,
      "edit": "readonly"
    }
  ],
  "sort": { "field": "id", "order": "DESC" },
  "export": true
}
`;
