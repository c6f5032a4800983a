import { graphql } from '../gql/index.ts';

export const QuestionFields = graphql(`
  fragment QuestionFields on Question {
    id
    label
    kind
    helpText
    required
    scope
    ticketTypeIds
    options
    linkUrl
    showAtDoor
  }
`);

/** An event's checkout questions, in the order buyers are asked them, and its ticket types to choose from. */
export const QuestionsQuery = graphql(`
  query EventQuestions($slug: String!) {
    event(slug: $slug) {
      id
      ticketTypes {
        id
        name
        hidden
      }
      questions {
        ...QuestionFields
      }
    }
  }
`);

export const CreateQuestionMutation = graphql(`
  mutation CreateQuestionFromForm($eventId: ID!, $input: QuestionInput!) {
    createQuestion(eventId: $eventId, input: $input) {
      id
    }
  }
`);

export const UpdateQuestionMutation = graphql(`
  mutation UpdateQuestionFromForm($id: ID!, $input: QuestionInput!) {
    updateQuestion(id: $id, input: $input) {
      ...QuestionFields
    }
  }
`);

export const DeleteQuestionMutation = graphql(`
  mutation DeleteQuestionFromList($id: ID!) {
    deleteQuestion(id: $id) {
      id
    }
  }
`);

export const MoveQuestionMutation = graphql(`
  mutation MoveQuestionInList($id: ID!, $up: Boolean!) {
    moveQuestion(id: $id, up: $up) {
      id
    }
  }
`);
